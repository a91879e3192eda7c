/** The sections and fields of the Edit Details dialog (SPEC.md §2), in the spec's order. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DetailKey } from './profile-queries';

export interface DetailField {
  key: Exclude<DetailKey, 'bio'>;
  /** The input's name, and the field name in the contract's messages. */
  label: MessageDescriptor;
  /** The accessible name of the button that edits the saved value. */
  edit: MessageDescriptor;
  /** Text of the button that opens the editor while the field is empty. */
  add: MessageDescriptor;
}

export interface DetailSection {
  title: MessageDescriptor;
  fields: DetailField[];
}

export const DETAIL_SECTIONS: DetailSection[] = [
  {
    title: msg`Other Name`,
    fields: [
      {
        key: 'otherName',
        label: msg`Other name`,
        edit: msg`Edit other name`,
        add: msg`Add other name`,
      },
    ],
  },
  {
    title: msg`Work`,
    fields: [
      { key: 'job', label: msg`Job`, edit: msg`Edit job`, add: msg`Add a job` },
      {
        key: 'workplace',
        label: msg`Workplace`,
        edit: msg`Edit workplace`,
        add: msg`Add a workplace`,
      },
    ],
  },
  {
    title: msg`Education`,
    fields: [
      { key: 'college', label: msg`College`, edit: msg`Edit college`, add: msg`Add a college` },
      {
        key: 'highSchool',
        label: msg`High school`,
        edit: msg`Edit high school`,
        add: msg`Add a high school`,
      },
    ],
  },
  {
    title: msg`Pronouns`,
    fields: [
      { key: 'pronouns', label: msg`Pronouns`, edit: msg`Edit pronouns`, add: msg`Add pronouns` },
    ],
  },
  {
    title: msg`Current City`,
    fields: [
      {
        key: 'currentCity',
        label: msg`Current city`,
        edit: msg`Edit current city`,
        add: msg`Add current city`,
      },
    ],
  },
  {
    title: msg`Hometown`,
    fields: [
      { key: 'hometown', label: msg`Hometown`, edit: msg`Edit hometown`, add: msg`Add hometown` },
    ],
  },
  {
    title: msg`Relationship`,
    fields: [
      {
        key: 'relationship',
        label: msg`Relationship`,
        edit: msg`Edit relationship status`,
        add: msg`Add a relationship status`,
      },
    ],
  },
  {
    title: msg`GitHub`,
    fields: [
      {
        key: 'github',
        label: msg`GitHub`,
        edit: msg`Edit GitHub username`,
        add: msg`Add GitHub`,
      },
    ],
  },
  {
    title: msg`Instagram`,
    fields: [
      {
        key: 'instagram',
        label: msg`Instagram`,
        edit: msg`Edit Instagram username`,
        add: msg`Add Instagram`,
      },
    ],
  },
  {
    title: msg`Linkedin`,
    fields: [
      {
        key: 'linkedin',
        label: msg`LinkedIn`,
        edit: msg`Edit LinkedIn profile name`,
        add: msg`Add LinkedIn`,
      },
    ],
  },
];

/** The spec's relationship options, the saved values; '' is "None". */
const RELATIONSHIP_LABELS: Record<string, MessageDescriptor> = {
  '': msg`None`,
  Single: msg`Single`,
  'In a relationship': msg`In a relationship`,
  Married: msg`Married`,
  Divorced: msg`Divorced`,
};

/** A saved relationship status in the member's language (one the spec does not know, as saved). */
export const relationshipLabel = (saved: string, i18n: I18n) => {
  const label = RELATIONSHIP_LABELS[saved];
  return label ? i18n._(label) : saved;
};
