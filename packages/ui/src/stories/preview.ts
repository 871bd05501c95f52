/*
 * The project's Storybook preview (brands, locales, axe, docs), for the kit's story files:
 * `preview.meta({ component })`, then `meta.story({ args, play })` per story (CSF factories).
 * Storybook finds a story file's meta by an import path that ends in `/preview`.
 */
export { default } from '../../../../.storybook/preview';
