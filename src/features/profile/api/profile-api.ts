import { api } from '@/lib/http/api';

/** The logged-in user's record as the server returns it (GET/PUT /api/profile). */
export interface ProfileData {
  firstName: string;
  email: string;
  age: number;
  /** English name of the nationality. */
  country: string;
  education: string;
  permissions?: string[];
  [key: string]: unknown;
}

export interface ProfileEdit {
  firstName: string;
  age: number;
  country: string;
  education: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  rsaEncrypted: boolean;
}

export const fetchProfile = () => api.get<ProfileData>('/api/profile');
export const updateProfile = (body: ProfileEdit) => api.put<ProfileData>('/api/profile', body);
export const changePassword = (body: PasswordChange) => api.put<unknown>('/api/profile/password', body);
/** The current password, RSA-encrypted like every password the browser sends. */
export interface Erasure {
  password: string;
  rsaEncrypted: boolean;
}
export const deleteAccount = (body: Erasure) => api.delete<unknown>('/api/profile', { data: body });
/** Silent: logging out ends the local session whatever the server answers. */
export const logout = () => api.post<unknown>('/api/auth/logout', undefined, { silent: true });
