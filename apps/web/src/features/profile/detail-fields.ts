/** The sections and fields of the Edit Details dialog (SPEC.md §2), in the spec's order. */
import type { DetailKey } from './profile-queries';

export interface DetailField {
  key: Exclude<DetailKey, 'bio'>;
  /** The input's name, and the field name in the contract's messages. */
  label: string;
  /** Lower-case noun for "Edit …". */
  noun: string;
  /** Text of the button that opens the editor while the field is empty. */
  add: string;
}

export interface DetailSection {
  title: string;
  fields: DetailField[];
}

export const DETAIL_SECTIONS: DetailSection[] = [
  {
    title: 'Other Name',
    fields: [{ key: 'otherName', label: 'Other name', noun: 'other name', add: 'Add other name' }],
  },
  {
    title: 'Work',
    fields: [
      { key: 'job', label: 'Job', noun: 'job', add: 'Add a job' },
      { key: 'workplace', label: 'Workplace', noun: 'workplace', add: 'Add a workplace' },
    ],
  },
  {
    title: 'Education',
    fields: [
      { key: 'college', label: 'College', noun: 'college', add: 'Add a college' },
      { key: 'highSchool', label: 'High school', noun: 'high school', add: 'Add a high school' },
    ],
  },
  {
    title: 'Pronouns',
    fields: [{ key: 'pronouns', label: 'Pronouns', noun: 'pronouns', add: 'Add pronouns' }],
  },
  {
    title: 'Current City',
    fields: [
      { key: 'currentCity', label: 'Current city', noun: 'current city', add: 'Add current city' },
    ],
  },
  {
    title: 'Hometown',
    fields: [{ key: 'hometown', label: 'Hometown', noun: 'hometown', add: 'Add hometown' }],
  },
  {
    title: 'Relationship',
    fields: [
      {
        key: 'relationship',
        label: 'Relationship',
        noun: 'relationship status',
        add: 'Add a relationship status',
      },
    ],
  },
  {
    title: 'GitHub',
    fields: [{ key: 'github', label: 'GitHub', noun: 'GitHub username', add: 'Add GitHub' }],
  },
  {
    title: 'Instagram',
    fields: [
      { key: 'instagram', label: 'Instagram', noun: 'Instagram username', add: 'Add Instagram' },
    ],
  },
  {
    title: 'Linkedin',
    fields: [
      { key: 'linkedin', label: 'LinkedIn', noun: 'LinkedIn profile name', add: 'Add LinkedIn' },
    ],
  },
];

/** The spec's relationship options; '' is "None". */
export const RELATIONSHIP_LABELS: Record<string, string> = {
  '': 'None',
  Single: 'Single',
  'In a relationship': 'In a relationship',
  Married: 'Married',
  Divorced: 'Divorced',
};
