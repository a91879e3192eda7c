/** Account calls of SPEC.md §7, typed from the contract's entries. */
import type {
  ActivateRequest,
  ChangePasswordRequest,
  FindUserRequest,
  LoginRequest,
  RegisterRequest,
  SendResetCodeRequest,
  UpdateLanguageRequest,
  ValidateResetCodeRequest,
} from '@quad/contract';
import { callApi } from './client';

export const login = (body: LoginRequest) => callApi('login', { body });

export const register = (body: RegisterRequest) => callApi('register', { body });

export const activate = (body: ActivateRequest) => callApi('activate', { body });

export const resendVerification = () => callApi('resendVerification');

/** Ends the session on the server, so its token is of no use to anyone from now on. */
export const logout = () => callApi('logout');

export const defaultFriend = () => callApi('defaultFriend');

export const findUser = (body: FindUserRequest) => callApi('findUser', { body });

export const sendResetPasswordCode = (body: SendResetCodeRequest) =>
  callApi('sendResetPasswordCode', { body });

export const validateResetCode = (body: ValidateResetCodeRequest) =>
  callApi('validateResetCode', { body });

export const changePassword = (body: ChangePasswordRequest) => callApi('changePassword', { body });

/** (ext) The member's language on every device. */
export const updateLanguage = (body: UpdateLanguageRequest) => callApi('updateLanguage', { body });
