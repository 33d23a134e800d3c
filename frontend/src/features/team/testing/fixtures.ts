import type { GuestLink, Member, MyClient } from '../../../shared/contracts';

export function member(overrides: Partial<Member> = {}): Member {
  return {
    userId: 'user-client',
    name: 'Olivia Inhaber',
    email: 'olivia@muster.ch',
    role: 'owner',
    status: 'active',
    invitedAt: '2026-11-02T09:00:00.000Z',
    joinedAt: '2026-11-03T09:00:00.000Z',
    ...overrides,
  };
}

export function myClient(overrides: Partial<MyClient> = {}): MyClient {
  return { clientId: 'client-1', name: 'Bäckerei Muster AG', role: 'owner', rule: 'any', ...overrides };
}

export function guestLink(overrides: Partial<GuestLink> = {}): GuestLink {
  return {
    id: 'gl-1',
    name: 'Dr. Beat Keller',
    email: null,
    role: 'approve',
    createdAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-11-27T09:00:00.000Z',
    revokedAt: null,
    createdBy: { id: 'user-client', name: 'Olivia Inhaber' },
    state: 'open',
    ...overrides,
  };
}
