import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Details, Profile } from '@quad/contract';
import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { socialLinks } from '../../lib/social-links';
import {
  BriefcaseIcon,
  Button,
  GitHubIcon,
  HeartIcon,
  HomeIcon,
  InstagramIcon,
  LinkedInIcon,
  PinIcon,
  SchoolIcon,
  TagIcon,
} from '../../ui';
import { relationshipLabel } from './detail-fields';
import styles from './profile.module.css';

// The editors and their forms' code come when a member first edits: a profile's first screen shows
// neither.
const BioEditor = lazyNamed(
  () => import('./bio-editor'),
  (m) => m.BioEditor,
);
const EditDetailsDialog = lazyNamed(
  () => import('./edit-details-dialog'),
  (m) => m.EditDetailsDialog,
);

interface IntroLine {
  key: string;
  icon: ReactNode;
  content: ReactNode;
}

const external = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {text}
  </a>
);

/**
 * The lines of SPEC.md §2 (Intro card), only for the details that are set. What the member wrote
 * is isolated (<bdi>), so it reads in its own direction within the sentence.
 */
export const introLines = (details: Details, i18n: I18n): IntroLine[] => {
  const { job, workplace, college, pronouns, highSchool, currentCity, relationship, hometown } =
    details;
  const links = socialLinks(details);
  const lines: (IntroLine | false | null | undefined | '')[] = [
    (job || workplace) && {
      key: 'work',
      icon: <BriefcaseIcon />,
      content:
        job && workplace ? (
          <Trans>
            <bdi>{job}</bdi> at <bdi>{workplace}</bdi>
          </Trans>
        ) : job ? (
          <Trans>
            Works as <bdi>{job}</bdi>
          </Trans>
        ) : (
          <Trans>
            Works at <bdi>{workplace}</bdi>
          </Trans>
        ),
    },
    college && {
      key: 'college',
      icon: <SchoolIcon />,
      content: (
        <Trans>
          Studies at <bdi>{college}</bdi>
        </Trans>
      ),
    },
    pronouns && { key: 'pronouns', icon: <TagIcon />, content: <bdi>{pronouns}</bdi> },
    highSchool && {
      key: 'highSchool',
      icon: <SchoolIcon />,
      content: (
        <Trans>
          Went to high school at <bdi>{highSchool}</bdi>
        </Trans>
      ),
    },
    currentCity && {
      key: 'currentCity',
      icon: <HomeIcon />,
      content: (
        <Trans>
          Lives in <bdi>{currentCity}</bdi>
        </Trans>
      ),
    },
    relationship && {
      key: 'relationship',
      icon: <HeartIcon />,
      content: relationshipLabel(relationship, i18n),
    },
    hometown && {
      key: 'hometown',
      icon: <PinIcon />,
      content: (
        <Trans>
          From <bdi>{hometown}</bdi>
        </Trans>
      ),
    },
    links.github && {
      key: 'github',
      icon: <GitHubIcon />,
      content: external(links.github, `github.com/${details.github}`),
    },
    links.linkedin && {
      key: 'linkedin',
      icon: <LinkedInIcon />,
      content: external(links.linkedin, `linkedin.com/in/${details.linkedin}`),
    },
    links.instagram && {
      key: 'instagram',
      icon: <InstagramIcon />,
      content: external(links.instagram, `instagram.com/${details.instagram}`),
    },
  ];
  return lines.filter((line): line is IntroLine => Boolean(line));
};

export function IntroCard({ profile, own }: { profile: Profile; own: boolean }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const [editingBio, setEditingBio] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const bioButtonRef = useRef<HTMLButtonElement>(null);
  const { bio } = profile.details;
  const lines = introLines(profile.details, i18n);

  const closeBio = () => {
    setEditingBio(false);
    // The editor replaced the button; give it the focus back once it is there again.
    requestAnimationFrame(() => bioButtonRef.current?.focus());
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        <Trans>Intro</Trans>
      </h2>
      {bio && !editingBio && (
        <p className={styles.bio} dir="auto">
          {bio}
        </p>
      )}
      {own &&
        (editingBio ? (
          <Suspense fallback={null}>
            <BioEditor profile={profile} onDone={closeBio} />
          </Suspense>
        ) : (
          <Button ref={bioButtonRef} block onClick={() => setEditingBio(true)}>
            {bio ? <Trans>Edit Bio</Trans> : <Trans>Add Bio</Trans>}
          </Button>
        ))}
      {lines.length > 0 && (
        <ul className={styles.introLines}>
          {lines.map((line) => (
            <li key={line.key} className={styles.introLine}>
              <span className={styles.introIcon}>{line.icon}</span>
              <span>{line.content}</span>
            </li>
          ))}
        </ul>
      )}
      {!own && !bio && lines.length === 0 && (
        <p className={styles.muted}>
          <Trans>No details to show yet.</Trans>
        </p>
      )}
      {own && (
        <Button block onClick={() => setDialogOpen(true)}>
          <Trans>Edit Details</Trans>
        </Button>
      )}
      {dialogOpen && (
        <Suspense fallback={null}>
          <EditDetailsDialog profile={profile} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
