import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMUNITY } from '../community-defaults';
import { bodySchemaOf, successStatusOf } from '../endpoint';
import { endpoints, type EndpointName } from '../endpoints';
import { examples } from './examples';

const rules = { universityDomain: DEFAULT_COMMUNITY.universityDomain, now: () => new Date() };

describe('the published examples', () => {
  it.each(Object.entries(examples) as [EndpointName, (typeof examples)[EndpointName]][])(
    '%s: what it sends and reads fits the contract',
    (name, example) => {
      const entry = endpoints[name];
      if (example?.request !== undefined) {
        const body = bodySchemaOf(entry, rules);
        expect(body?.safeParse(example.request).error).toBeUndefined();
      }
      if (example?.response !== undefined) {
        const answer = (
          entry.responses as Record<number, { safeParse: (value: unknown) => { error?: unknown } }>
        )[successStatusOf(entry)];
        expect(answer?.safeParse(example.response).error).toBeUndefined();
      }
    },
  );
});
