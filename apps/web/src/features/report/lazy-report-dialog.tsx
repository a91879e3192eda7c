import { Suspense, type ComponentProps } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

const Dialog = lazyNamed(
  () => import('./report-dialog'),
  (m) => m.ReportDialog,
);

/**
 * The report dialog, its code fetched when a member first opens it: every post card, comment and
 * profile offers it, and the first screen shows none.
 */
export function ReportDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
