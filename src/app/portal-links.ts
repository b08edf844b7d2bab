/** The external marketing-material site the "Material" button opens (invented URL; one place to change it). */
export const MARKETING_MATERIAL_URL = 'https://material.ombudsportalen.se';
