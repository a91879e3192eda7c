/**
 * Finish your profile (issue 20): a member their university's sign-in just created gives the
 * sign-up fields the provider did not (college, date of birth, gender), with the sign-up's rules
 * and messages. Every signed-in page shows this until it is sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  finishProfileRequestSchema,
  universitySignInText,
  type FinishProfileRequest,
} from '@quad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage, finishProfile, useCommunity } from '../../api';
import { useContractText } from '../../i18n/contract-texts';
import { useSession } from '../../session/session-store';
import { Button, Spinner, useDocumentTitle } from '../../ui';
import { SimpleHeader } from '../shell';
import styles from './finish-profile.module.css';
import { ProfileFields, todayParts, withBirthDateCheck } from './profile-fields';
import signUpStyles from './sign-up.module.css';

type FinishProfilePayload = ReturnType<typeof finishProfileRequestSchema>['_zod']['output'];

export function FinishProfilePage() {
  const { productName } = useCommunity();
  const { t } = useLingui();
  const text = useContractText();
  const title = text(universitySignInText.finishProfile);
  const titleId = useId();
  const dispatch = useSession((state) => state.dispatch);
  const queryClient = useQueryClient();
  useDocumentTitle(`${title} | ${productName}`);

  const resolver = useMemo(
    () =>
      withBirthDateCheck<FinishProfileRequest, FinishProfilePayload>(
        zodResolver(finishProfileRequestSchema()),
      ),
    [],
  );
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<FinishProfileRequest, unknown, FinishProfilePayload>({
    mode: 'onTouched',
    resolver,
    defaultValues: { ccu_college: '', ...todayParts() },
  });

  const mutation = useMutation({
    mutationFn: finishProfile,
    onSuccess: ({ ccu_college, gender }) => {
      dispatch({ type: 'FINISHPROFILE', payload: { ccu_college, gender } });
      // The member's own profile and lists now carry their college.
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      // Finished already (on another device): nothing is left to do here.
      // The server says it in English or in the member's language.
      const finished = universitySignInText.profileAlreadyFinished;
      if (
        error instanceof ApiError &&
        (error.message === finished || error.message === text(finished))
      ) {
        dispatch({ type: 'FINISHPROFILE' });
      }
    },
  });
  const submit = handleSubmit((values) => mutation.mutate(values));

  return (
    <div className={styles.page}>
      <SimpleHeader />
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby={titleId}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.intro}>
            <Trans>
              Your university signed you in. Tell {productName} a little more about you to start.
            </Trans>
          </p>
          <form
            className={signUpStyles.form}
            noValidate
            aria-labelledby={titleId}
            onSubmit={(event) => void submit(event)}
          >
            <ProfileFields
              control={control}
              register={register}
              setValue={setValue}
              errors={errors}
            />
            <div className={signUpStyles.submit}>
              <Button type="submit" variant="success" size="large" disabled={mutation.isPending}>
                <Trans>Save and continue</Trans>
              </Button>
              {mutation.isPending && <Spinner size={30} label={t`Saving your profile`} />}
            </div>
            {mutation.isError && (
              <p role="alert" className={signUpStyles.serverError}>
                {errorMessage(mutation.error)}
              </p>
            )}
          </form>
        </section>
      </main>
    </div>
  );
}
