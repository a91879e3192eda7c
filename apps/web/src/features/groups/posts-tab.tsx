import { Trans, useLingui } from '@lingui/react/macro';
import type { Group } from '@quad/contract';
import { CreatePostBox, GroupPostList } from '../post';
import { runsGroup } from './group-roles';
import styles from './groups.module.css';

/**
 * Posts: the create-post box for members, then the group's list (pinned posts, the posts waiting
 * for approval the viewer may see, marked Pending approval, then the rest page after page).
 */
export function PostsTab({ group }: { group: Group }) {
  const { t } = useLingui();
  const { name } = group;
  if (!group.canSeeContent) {
    return (
      <section className={styles.card}>
        <p className={styles.muted}>
          <Trans>Only members see this group&apos;s posts.</Trans>
        </p>
      </section>
    );
  }
  return (
    <>
      {group.viewerState === 'member' && (
        <CreatePostBox
          group={{
            _id: group._id,
            name: group.name,
            slug: group.slug,
            privacy: group.privacy,
            viewerRole: group.viewerRole,
          }}
        />
      )}
      <GroupPostList
        slug={group.slug}
        label={t`Posts in ${name}`}
        moderation={runsGroup(group) ? { slug: group.slug, rules: group.rules } : undefined}
      />
    </>
  );
}
