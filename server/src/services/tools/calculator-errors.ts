import { AppError, type MessageValues } from '../../lib/app-error.js';
import type { ErrorKind } from '../../lib/error-codes.js';

/** Errors of the cost-of-living calculator; envelope codes 4007x. `data.field` names the question at fault. */
export const CALCULATOR_ERRORS = {
  unknownQuestion: { status: 400, code: 40070, messageId: 'server.error.calculator.unknownQuestion' },
  missingAnswer: { status: 400, code: 40071, messageId: 'server.error.calculator.missingAnswer' },
  unknownOption: { status: 400, code: 40072, messageId: 'server.error.calculator.unknownOption' },
} as const satisfies Record<string, ErrorKind>;

export type CalculatorErrorName = keyof typeof CALCULATOR_ERRORS;

export function calculatorError(name: CalculatorErrorName, field: string, values: MessageValues = {}): AppError {
  return new AppError(CALCULATOR_ERRORS[name], { values: { field, ...values }, data: { field } });
}
