import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * The console's document title: "screen | Console | portal". The console has no route handle (it is not in the
 * spec's route table), so the root layout writes the portal's bare title; this runs after it, also when both
 * effects fall in one commit (a transition that mounts the console), hence the extra task.
 */
export function useConsoleTitle(screenTitle: string): void {
  const intl = useIntl();
  const title = [screenTitle, intl.formatMessage({ id: 'console.name' }), intl.formatMessage({ id: 'app.title' })]
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(' | ');
  useEffect(() => {
    document.title = title;
    const again = setTimeout(() => {
      document.title = title;
    }, 0);
    return () => clearTimeout(again);
  }, [title]);
}
