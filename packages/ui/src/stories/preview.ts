/*
 * The project's Storybook preview (brands, locales, axe, docs), for the kit's story files:
 * `preview.meta({ component })`, then `meta.story({ args, play })` per story (CSF factories).
 * Storybook finds a story file's meta by an import path that ends in `/preview`.
 *
 * A literal that `preview.meta` gets in its args for a prop typed as a union is written `'brand' as const`:
 * Storybook 10.6 widens it to `string` there and then asks every story for that prop again
 * (storybookjs/storybook#36125).
 */
export { default } from '../../../../.storybook/preview';
