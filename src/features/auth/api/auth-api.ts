import { api } from '@/lib/http/api';
import type { UserVo } from '../store/session-slice';

/** Spec §7 auth calls. Passwords are always RSA-encrypted before they reach these functions. */
export interface LogonBody {
  username: string;
  email: string;
  password: string;
  rsaEncrypted: boolean;
}

export interface RegisterBody extends LogonBody {
  firstName: string;
  age: number;
  country: string;
  education: string;
}

export interface PasswordBody {
  email: string;
  password: string;
  accessCode: string;
  rsaEncrypted: boolean;
}

export interface LoginAnswer {
  token: string;
  userVo: UserVo;
}

export const logon = (body: LogonBody) => api.post<LoginAnswer>('/api/auth/logon', body);
export const register = (body: RegisterBody) => api.post<unknown>('/api/auth/register', body);
export const resendActivation = (email: string) => api.get<unknown>('/api/auth/first-forget-passwd', { params: { email } });
export const requestPasswordReset = (email: string) => api.get<unknown>('/api/auth/forget-passwd', { params: { email } });
export const modifyPassword = (body: PasswordBody) => api.put<unknown>('/api/auth/modify-passwd', body);
export const resetPassword = (body: PasswordBody) => api.put<unknown>('/api/auth/reset-passwd', body);
