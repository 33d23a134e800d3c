import { defaultBrandingData, type Branding } from '../../../shared/brandingContract';

type BrandingData = ReturnType<typeof defaultBrandingData>;

/** A client's stored brand (GET /api/clients/:id/branding): Bäckerei Sonne, with the brand record's defaults but for `data`. */
export function storedBranding(data: Partial<BrandingData> = {}): Branding {
  return {
    brandName: 'Bäckerei Sonne',
    logoUrl: null,
    website: 'https://sonne.ch',
    colorPrimary: '#00AEEF',
    colorSecondary: '#FFFFFF',
    font: 'Inter',
    socialLinks: { instagram: 'https://instagram.com/sonne' },
    examplePosts: null,
    brandingData: { ...defaultBrandingData(), clientName: 'Bäckerei Sonne', ...data },
  };
}
