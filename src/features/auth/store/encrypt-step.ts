import { call, put } from 'typed-redux-saga';
import { encryptPassword, fetchPasswordKey, PASSWORD_CIPHER_MESSAGE_IDS, PasswordCipherError } from '@/lib/account/password-cipher';
import { noticeShown } from '@/lib/notice';
import { formFailed, type AuthForm } from './auth-flow-slice';

let noticeCounter = 0;
export function authNoticeId(): string {
  noticeCounter += 1;
  return `auth-${noticeCounter}`;
}

export function* showToast(status: 'success' | 'error', messageId: string, text?: string) {
  yield* put(noticeShown({ id: authNoticeId(), kind: 'toast', status, ...(text ? { text } : { messageId }) }));
}

/**
 * Fetch the public key, then encrypt (spec §4). Any failure here shows the flow's own toast (spec §8:
 * '登录失败，请稍后重试' / '注册失败，请稍后重试'), puts the precise reason ('获取RSA公钥失败', '无效的RSA公钥格式',
 * 'RSA加密失败') beside the form, and yields null so the flow stops.
 */
export function* encryptStep(form: AuthForm, password: string, failureToastId: string) {
  try {
    const publicKey = yield* call(fetchPasswordKey);
    return yield* call(encryptPassword, publicKey, password);
  } catch (error) {
    const messageId = error instanceof PasswordCipherError ? error.messageId : PASSWORD_CIPHER_MESSAGE_IDS.encryptFailed;
    yield* showToast('error', failureToastId);
    yield* put(formFailed({ form, failure: { messageId } }));
    return null;
  }
}
