/** Account calls of SPEC.md §7 with the contract's request and answer types. */
import type {
  ActivateRequest,
  ChangePasswordRequest,
  FindUserRequest,
  FindUserResponse,
  LoginRequest,
  MessageResponse,
  RegisterPayload,
  RegisterResponse,
  SendResetCodeRequest,
  SessionUser,
  ValidateResetCodeRequest,
} from '@quad/contract';
import { callApi } from './client';

export const login = (body: LoginRequest) => callApi<SessionUser>('login', { body });

export const register = (body: RegisterPayload) => callApi<RegisterResponse>('register', { body });

export const activate = (body: ActivateRequest) => callApi<MessageResponse>('activate', { body });

export const resendVerification = () => callApi<MessageResponse>('resendVerification');

export const defaultFriend = () => callApi<unknown>('defaultFriend');

export const findUser = (body: FindUserRequest) => callApi<FindUserResponse>('findUser', { body });

export const sendResetPasswordCode = (body: SendResetCodeRequest) =>
  callApi<MessageResponse>('sendResetPasswordCode', { body });

export const validateResetCode = (body: ValidateResetCodeRequest) =>
  callApi<MessageResponse>('validateResetCode', { body });

export const changePassword = (body: ChangePasswordRequest) =>
  callApi<MessageResponse>('changePassword', { body });
