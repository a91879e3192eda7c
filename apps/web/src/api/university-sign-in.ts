/** University sign-in calls (issue 20), typed from the contract's entries under tag Auth. */
import {
  SIGN_IN_PROVIDERS_DATA_ID,
  type AffiliationBadgeRequest,
  type FinishProfileRequest,
  type SetPasswordRequest,
  type SignInProviderId,
  type SignInProviders,
} from '@quad/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';
import { endpointTable } from './endpoint-table';

export const universitySignInKeys = {
  providers: ['auth', 'providers'] as const,
  methods: ['settings', 'sign-in-methods'] as const,
};

export const getSignInProviders = () => callApi('getSignInProviders');

/** The providers the server's page for a visitor came with (the deployment's configuration). */
const providersOfPage = (): SignInProviders | undefined => {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SIGN_IN_PROVIDERS_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SignInProviders;
  } catch {
    return undefined;
  }
};

/**
 * The log-in and sign-up pages' buttons; the page paints without waiting for them. Until the
 * answer comes, those the page came with stand in, so the buttons do not push the form down
 * when it does (the answer then says whether each provider can be reached).
 */
export const useSignInProviders = () =>
  useQuery({
    queryKey: universitySignInKeys.providers,
    queryFn: getSignInProviders,
    staleTime: 60_000,
    retry: 1,
    placeholderData: providersOfPage,
  });

const START = {
  oidc: endpointTable.startOidcSignIn,
  saml: endpointTable.startSamlSignIn,
} as const;

/** Where a provider's button goes: the server's start of the flow (a full-page navigation). */
export const startSignInPath = (provider: SignInProviderId) => START[provider].path;

export const completeUniversitySignIn = () => callApi('completeUniversitySignIn');

export const finishProfile = (body: FinishProfileRequest) => callApi('finishProfile', { body });

export const getSignInMethods = () => callApi('getSignInMethods');

export const unlinkSignInMethod = (identityId: string) =>
  callApi('unlinkSignInMethod', { params: { identityId } });

export const setFirstPassword = (body: SetPasswordRequest) => callApi('setPassword', { body });

export const setAffiliationBadge = (body: AffiliationBadgeRequest) =>
  callApi('setAffiliationBadge', { body });
