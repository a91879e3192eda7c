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
import { RELATIONSHIP_LABELS } from './detail-fields';
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

/** The lines of SPEC.md §2 (Intro card), only for the details that are set. */
export const introLines = (details: Details): IntroLine[] => {
  const { job, workplace, college, pronouns, highSchool, currentCity, relationship, hometown } =
    details;
  const links = socialLinks(details);
  const lines: (IntroLine | false | null | undefined | '')[] = [
    (job || workplace) && {
      key: 'work',
      icon: <BriefcaseIcon />,
      content:
        job && workplace
          ? `${job} at ${workplace}`
          : job
            ? `Works as ${job}`
            : `Works at ${workplace}`,
    },
    college && { key: 'college', icon: <SchoolIcon />, content: `Studies at ${college}` },
    pronouns && { key: 'pronouns', icon: <TagIcon />, content: pronouns },
    highSchool && {
      key: 'highSchool',
      icon: <SchoolIcon />,
      content: `Went to high school at ${highSchool}`,
    },
    currentCity && { key: 'currentCity', icon: <HomeIcon />, content: `Lives in ${currentCity}` },
    relationship && {
      key: 'relationship',
      icon: <HeartIcon />,
      content: RELATIONSHIP_LABELS[relationship] ?? relationship,
    },
    hometown && { key: 'hometown', icon: <PinIcon />, content: `From ${hometown}` },
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
  const headingId = useId();
  const [editingBio, setEditingBio] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const bioButtonRef = useRef<HTMLButtonElement>(null);
  const { bio } = profile.details;
  const lines = introLines(profile.details);

  const closeBio = () => {
    setEditingBio(false);
    // The editor replaced the button; give it the focus back once it is there again.
    requestAnimationFrame(() => bioButtonRef.current?.focus());
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        Intro
      </h2>
      {bio && !editingBio && <p className={styles.bio}>{bio}</p>}
      {own &&
        (editingBio ? (
          <Suspense fallback={null}>
            <BioEditor profile={profile} onDone={closeBio} />
          </Suspense>
        ) : (
          <Button ref={bioButtonRef} block onClick={() => setEditingBio(true)}>
            {bio ? 'Edit Bio' : 'Add Bio'}
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
        <p className={styles.muted}>No details to show yet.</p>
      )}
      {own && (
        <Button block onClick={() => setDialogOpen(true)}>
          Edit Details
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
