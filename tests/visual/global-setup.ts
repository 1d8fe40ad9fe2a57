/**
 * Runs once before the visual tests, in Node: checks with fc-match that the fonts the baselines were made with are the
 * ones Chromium will get, and stops the run with what to install (or remove) otherwise.
 */
import { execFileSync } from 'node:child_process';
import { FC_MATCH_FORMAT, fontProblems, fontProblemsMessage, parseFcMatch } from './system-fonts';

function fcMatch(pattern: string) {
  try {
    return parseFcMatch(execFileSync('fc-match', ['--format', FC_MATCH_FORMAT, pattern], { encoding: 'utf8' }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'Visual tests stopped: fc-match was not found. It checks the fonts the screenshots need; install the Debian package fontconfig.',
        { cause: error },
      );
    }
    throw error;
  }
}

export default function checkSystemFonts() {
  const problems = fontProblems(fcMatch);
  if (problems.length > 0) throw new Error(fontProblemsMessage(problems));
}
