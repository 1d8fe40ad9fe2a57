import { api } from '@/lib/http/http-client';

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
export const deleteAccount = () => api.delete<unknown>('/api/profile');
/** Silent: logging out ends the local session whatever the server answers. */
export const logout = () => api.post<unknown>('/api/auth/logout', undefined, { silent: true });
