/**
 * What Indian law asks a packaged food's listing to declare (issue 35; docs/domain.md "Selling lawfully"): the net
 * quantity's units, the organic schemes and the kinds of FSSAI number. The rules that use them live beside them.
 */

/**
 * The net quantity's standard units (Legal Metrology (Packaged Commodities) Rules 2011 r.6(1)(e) and the Standards
 * of Weights and Measures Act 2009): grams for solids and powders, millilitres for oils and liquids, or pieces.
 */
export const NET_UNITS = ['g', 'ml', 'pc'] as const;
export type NetUnit = (typeof NET_UNITS)[number];

/**
 * The organic claim a product may make (FSS (Organic Foods) Regulations 2017): certified under NPOP (India Organic)
 * or PGS-India, the small original producer's exemption (direct sales, organic turnover up to ₹12 lakh a year; no
 * Jaivik Bharat logo), or none.
 */
export const ORGANIC_SCHEMES = ['none', 'npop', 'pgs', 'exempt'] as const;
export type OrganicScheme = (typeof ORGANIC_SCHEMES)[number];

/** An FSSAI number is a central or state licence, or a basic registration; all are 14 digits. */
export const FSSAI_KINDS = ['licence', 'registration'] as const;
export type FssaiKind = (typeof FSSAI_KINDS)[number];
