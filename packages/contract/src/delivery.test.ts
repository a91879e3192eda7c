import { describe, expect, it } from 'vitest';
import { DELIVERY_KIND_GROUPS, DELIVERY_KINDS, defaultEmailChoice } from './delivery';

describe('delivery kinds', () => {
  it('shows every kind in exactly one group of the settings table', () => {
    const grouped = Object.values(DELIVERY_KIND_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...DELIVERY_KINDS].sort());
  });

  it('e-mails what waits on the member at once and gathers the rest in the digest', () => {
    expect(defaultEmailChoice('message')).toBe('immediately');
    expect(defaultEmailChoice('friend_request')).toBe('immediately');
    expect(defaultEmailChoice('event_cancelled')).toBe('immediately');
    expect(defaultEmailChoice('content_removed')).toBe('immediately');
    expect(defaultEmailChoice('reaction')).toBe('digest');
    expect(defaultEmailChoice('group_post')).toBe('digest');
  });
});
