import { api } from '../../shared/api/api';
import type { Branding, BrandingUpdate, DesignerClient } from '../../shared/brandingContract';

const brandingTag = (clientId: string) => ({ type: 'Branding' as const, id: clientId });

const brandingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 404 while the client has no branding record yet; 403 "Kein Zugriff auf diesen Kunden". */
    getBranding: build.query<Branding, string>({
      query: (clientId) => `/clients/${encodeURIComponent(clientId)}/branding`,
      providesTags: (_result, _error, clientId) => ['Branding', brandingTag(clientId)],
    }),
    /** The client (or an admin); the first save creates the record. 400 VALIDATION with per-field errors. */
    updateBranding: build.mutation<Branding, { clientId: string; body: BrandingUpdate }>({
      query: ({ clientId, body }) => ({
        url: `/clients/${encodeURIComponent(clientId)}/branding`,
        method: 'PUT',
        body,
      }),
      // Also refreshes the logo of the profile page and the admin's client page, which read the same record.
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : ['Branding', 'Clients', brandingTag(clientId)]),
    }),
    /** The clients linked to the signed-in designer. */
    getDesignerClients: build.query<DesignerClient[], void>({
      query: () => '/designer/clients',
      providesTags: ['Clients'],
    }),
  }),
});

export const { useGetBrandingQuery, useUpdateBrandingMutation, useGetDesignerClientsQuery } = brandingApi;
