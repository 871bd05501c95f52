import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { contrastRatio } from '../../theme/color';
import { vars } from '../../theme/contract.css';
import { contrastPairs, MIN_NON_TEXT_CONTRAST, MIN_TEXT_CONTRAST } from '../../theme/makeTheme';
import * as styles from './Foundations.css';

/**
 * Foundations pages render from the theme contract itself (`vars`): every token listed here is read
 * from the contract and resolved from the CSS variables in force, so the pages show the current brand
 * (toolbar or playground) and cannot drift from the code.
 */

type Group = keyof typeof vars;

/** `var(--color-brand__1x2y)` -> `--color-brand__1x2y`. */
export const cssVarName = (reference: string) => reference.replace(/^var\((--[^),]+).*$/, '$1');

/** Resolves every token of a contract group from the element's computed style (after mount). */
const useResolved = <G extends Group>(group: G) => {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const style = getComputedStyle(el);
      const next: Record<string, string> = {};
      for (const [name, reference] of Object.entries(vars[group] as Record<string, string>)) {
        next[name] = style.getPropertyValue(cssVarName(reference)).trim();
      }
      setValues((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
    };
    read();
    // The brand may change on <html> (toolbar) or on an ancestor (playground) without a re-render.
    const observer = new MutationObserver(read);
    for (let node: HTMLElement | null = el; node; node = node.parentElement) {
      observer.observe(node, { attributes: true, attributeFilter: ['style', 'class'] });
    }
    return () => observer.disconnect();
  }, [group]);
  return { ref, values };
};

const tokens = <G extends Group>(group: G) => Object.keys(vars[group]) as (keyof (typeof vars)[G] & string)[];

/** WCAG verdict: AAA (7:1 text), AA (4.5:1 text, 3:1 controls) or fail. */
export const verdictOf = (ratio: number, kind: 'text' | 'control'): 'AAA' | 'AA' | 'fail' => {
  if (kind === 'control') return ratio >= MIN_NON_TEXT_CONTRAST ? 'AA' : 'fail';
  if (ratio >= 7) return 'AAA';
  return ratio >= MIN_TEXT_CONTRAST ? 'AA' : 'fail';
};

/** A table of tokens: its column headers (none where the scale explains itself) over its rows. */
const TokenTable = ({ headers = [], children }: { headers?: string[]; children: ReactNode }) => (
  <table className={styles.table}>
    {headers.length > 0 ? (
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} className={styles.cell} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
    ) : null}
    <tbody>{children}</tbody>
  </table>
);

/** A token's name in its group and its resolved value: the first two cells of its row. */
const TokenCells = ({ group, name, value }: { group: string; name: string; value?: string }) => (
  <>
    <td className={styles.cell}>
      <code className={styles.mono}>
        {group}.{name}
      </code>
    </td>
    <td className={styles.cell}>
      <code className={styles.mono}>{value}</code>
    </td>
  </>
);

export type ColorTokensProps = { title?: string; pairsTitle?: string };

/** Every colour token with its value, then every text/control pair of the contract with its contrast. */
export const ColorTokens = ({
  title = 'Colour tokens',
  pairsTitle = 'Contrast of every pair the kit draws',
}: ColorTokensProps) => {
  const { ref, values } = useResolved('color');
  return (
    <div ref={ref} className={styles.page} data-foundation="color">
      <h2 className={styles.heading}>{title}</h2>
      <TokenTable headers={['Swatch', 'Token', 'Value']}>
        {tokens('color').map((name) => (
          <tr key={name} data-token={name}>
            <td className={styles.cell}>
              <span className={styles.swatch} style={{ backgroundColor: vars.color[name] }} />
            </td>
            <TokenCells group="color" name={name} value={values[name]} />
          </tr>
        ))}
      </TokenTable>
      <h2 className={styles.heading}>{pairsTitle}</h2>
      <TokenTable headers={['Sample', 'Foreground on background', 'Kind', 'Ratio', 'WCAG']}>
        {contrastPairs.map(({ fg, bg, kind }) => {
          const fgValue = values[fg];
          const bgValue = values[bg];
          const ratio = fgValue && bgValue ? contrastRatio(fgValue, bgValue) : 0;
          const verdict = verdictOf(ratio, kind);
          return (
            <tr key={`${fg}-${bg}`} data-pair={`${fg}/${bg}`}>
              <td className={styles.cell}>
                <span
                  className={styles.sample}
                  style={
                    kind === 'text'
                      ? { color: vars.color[fg], backgroundColor: vars.color[bg] }
                      : {
                          backgroundColor: vars.color[bg],
                          outline: `${vars.borderWidth.thick} solid ${vars.color[fg]}`,
                          outlineOffset: `calc(${vars.borderWidth.thick} * -2)`,
                          minHeight: vars.space.xl,
                        }
                  }
                  aria-hidden="true"
                >
                  {kind === 'text' ? 'Aa' : null}
                </span>
              </td>
              <td className={styles.cell}>
                <code className={styles.mono}>
                  {fg} on {bg}
                </code>
              </td>
              <td className={styles.cell}>{kind === 'text' ? 'text' : 'control'}</td>
              <td className={styles.cell} data-ratio={ratio.toFixed(2)}>
                {ratio.toFixed(2)}:1
              </td>
              <td className={styles.cell}>
                <span className={styles.verdict} data-verdict={verdict}>
                  {verdict === 'fail' ? 'Fails' : verdict}
                </span>
              </td>
            </tr>
          );
        })}
      </TokenTable>
    </div>
  );
};

/** Font families, sizes, weights and line heights of the contract. */
export const TypeScale = ({ sample = 'Parley talks to customers' }: { sample?: string }) => {
  const sizes = useResolved('fontSize');
  const weights = useResolved('fontWeight');
  const families = useResolved('font');
  return (
    <div ref={sizes.ref} className={styles.page} data-foundation="type">
      <TokenTable headers={['Token', 'Value', 'Sample']}>
        {tokens('fontSize').map((name) => (
          <tr key={name}>
            <TokenCells group="fontSize" name={name} value={sizes.values[name]} />
            <td
              className={styles.cell}
              style={{ fontSize: vars.fontSize[name], lineHeight: vars.lineHeight.tight }}
            >
              {sample}
            </td>
          </tr>
        ))}
      </TokenTable>
      <div ref={weights.ref} className={styles.row}>
        {tokens('fontWeight').map((name) => (
          <span key={name} style={{ fontWeight: vars.fontWeight[name] }}>
            fontWeight.{name} ({weights.values[name]})
          </span>
        ))}
      </div>
      <div ref={families.ref} className={styles.page}>
        {tokens('font').map((name) => (
          <div key={name} style={{ fontFamily: vars.font[name] }}>
            <code className={styles.mono}>font.{name}</code>: {sample}
          </div>
        ))}
      </div>
      <div className={styles.row}>
        {tokens('lineHeight').map((name) => (
          <p key={name} style={{ lineHeight: vars.lineHeight[name], maxWidth: '16rem', margin: 0 }}>
            <code className={styles.mono}>lineHeight.{name}</code>: a paragraph long enough to wrap onto a
            second line shows the line height.
          </p>
        ))}
      </div>
    </div>
  );
};

/** The spacing scale as bars of each size. */
export const SpacingScale = () => {
  const { ref, values } = useResolved('space');
  return (
    <div ref={ref} className={styles.page} data-foundation="space">
      <TokenTable>
        {tokens('space').map((name) => (
          <tr key={name}>
            <TokenCells group="space" name={name} value={values[name]} />
            <td className={styles.cell} style={{ width: '60%' }}>
              <div className={styles.bar} style={{ width: vars.space[name] }} />
            </td>
          </tr>
        ))}
      </TokenTable>
    </div>
  );
};

/** Corner radii and border widths. */
export const Radii = () => {
  const radius = useResolved('radius');
  const width = useResolved('borderWidth');
  return (
    <div ref={radius.ref} className={styles.grid} data-foundation="radius">
      {tokens('radius').map((name) => (
        <div key={name} className={styles.tile} style={{ borderRadius: vars.radius[name] }}>
          radius.{name}
          <br />
          {radius.values[name]}
        </div>
      ))}
      <div ref={width.ref} style={{ display: 'contents' }}>
        {tokens('borderWidth').map((name) => (
          <div
            key={name}
            className={styles.tile}
            style={{ borderWidth: vars.borderWidth[name], borderColor: vars.color.borderStrong }}
          >
            borderWidth.{name}
            <br />
            {width.values[name]}
          </div>
        ))}
      </div>
    </div>
  );
};

/** Shadows (elevation) and the layers they belong to. */
export const Elevation = () => {
  const { ref, values } = useResolved('shadow');
  const layers = useResolved('zIndex');
  return (
    <div ref={ref} className={styles.page} data-foundation="elevation">
      <div className={styles.grid}>
        {tokens('shadow').map((name) => (
          <div
            key={name}
            className={styles.tile}
            style={{ boxShadow: vars.shadow[name], borderRadius: vars.radius.md }}
            title={values[name]}
          >
            shadow.{name}
          </div>
        ))}
      </div>
      <div ref={layers.ref} className={styles.row}>
        {tokens('zIndex').map((name) => (
          <code key={name} className={styles.mono}>
            zIndex.{name}: {layers.values[name]}
          </code>
        ))}
      </div>
    </div>
  );
};

/** The focus indicator: 2 px ring in the focus colour, on surfaces and on the sidebar. */
export const FocusRing = ({
  label = 'Focused control',
  sidebarLabel = 'Focused sidebar item',
}: {
  label?: string;
  sidebarLabel?: string;
}) => (
  <div className={styles.grid} data-foundation="focus">
    <span className={styles.focusDemo}>{label}</span>
    <span className={styles.sidebarFocusDemo}>{sidebarLabel}</span>
  </div>
);
