/** Clients and their branding, as the admin's and the brand screens see them. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin', 'twitter'] as const;
type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Links per network; a network left empty is left out (and no link at all is stored as null). */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;
