/** `/superset/dashboard/{id}/?edit=true`: a dashboard opened in edit mode (spec §2's edit flag). */
export const dashboardEditUrl = (idOrSlug: number | string): string => `/superset/dashboard/${idOrSlug}/?edit=true`;
