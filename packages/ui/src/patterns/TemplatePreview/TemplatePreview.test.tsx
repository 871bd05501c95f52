// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TemplatePreview } from './TemplatePreview';
import { parseTemplateText } from './templateText';

afterEach(cleanup);

describe('parseTemplateText', () => {
  it('fills placeholders and keeps the unfilled ones as nodes', () => {
    expect(parseTemplateText('Hi {{1}}, {{2}} {{x}} {{3', { variables: { '1': 'Anna', '2': '' } })).toEqual([
      { type: 'text', text: 'Hi Anna, ' },
      { type: 'placeholder', name: '2' },
      { type: 'text', text: ' {{x}} {{3' },
    ]);
  });

  it('does not read placeholders or markers inside a value', () => {
    expect(parseTemplateText('{{1}}', { variables: { '1': '{{2}}' } })).toEqual([
      { type: 'text', text: '{{2}}' },
    ]);
  });

  it('reads bold and italic, nested once', () => {
    expect(parseTemplateText('a *bold* and _it *both*_.')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'bold', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' and ' },
      {
        type: 'italic',
        children: [
          { type: 'text', text: 'it ' },
          { type: 'bold', children: [{ type: 'text', text: 'both' }] },
        ],
      },
      { type: 'text', text: '.' },
    ]);
  });

  it('leaves markers that do not open or close as text', () => {
    for (const text of ['2*3*4', 'snake_case_name', '* not bold*', '*not bold *', '**', 'a * b', '*open']) {
      expect(parseTemplateText(text)).toEqual([{ type: 'text', text }]);
    }
  });

  it('does not carry a marker over a line break', () => {
    expect(parseTemplateText('*one\ntwo*')).toEqual([{ type: 'text', text: '*one\ntwo*' }]);
  });

  it('formats around a placeholder', () => {
    expect(parseTemplateText('*{{1}}*')).toEqual([
      { type: 'bold', children: [{ type: 'placeholder', name: '1' }] },
    ]);
  });

  it('reads no markers without formatting (a header)', () => {
    expect(parseTemplateText('*Sale* {{1}}', { formatting: false })).toEqual([
      { type: 'text', text: '*Sale* ' },
      { type: 'placeholder', name: '1' },
    ]);
  });

  it('runs in linear time on input built to make a naive parser backtrack', () => {
    // Measured against itself at 10x the input, as packages/domain's growthOf does: a quadratic parser
    // grows a hundredfold on any machine, a linear one about tenfold. The two sizes take turns, so a
    // busy neighbour (the other task of a 2-core machine) slows both alike, and the fastest run of
    // each counts; both stay small enough that no run waits for a full garbage collection.
    const inputs = [
      (n: number) => '*a '.repeat(n),
      (n: number) => '_*'.repeat(n),
      (n: number) => '{{1'.repeat(n),
    ];
    const linear = (input: (n: number) => string) => {
      const small = input(3_000);
      const large = input(30_000);
      let smallMs = Number.POSITIVE_INFINITY;
      let largeMs = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 7; round += 1) {
        let started = performance.now();
        parseTemplateText(small);
        smallMs = Math.min(smallMs, performance.now() - started);
        started = performance.now();
        parseTemplateText(large);
        largeMs = Math.min(largeMs, performance.now() - started);
      }
      // Under 100 ms for 60,000-90,000 characters is linear whatever the ratio of two short runs
      // says: a parser that rescans the rest of the line at each marker needs 30,000 x 45,000 (over a
      // billion) steps for them, seconds on any machine. A busy CI machine read 0.48 ms -> 20 ms (a
      // garbage collection in the large run), which the ratio alone would call quadratic.
      return { ok: largeMs < 100 || largeMs / Math.max(smallMs, 0.05) < 40, smallMs, largeMs };
    };
    for (const input of inputs) {
      const attempts = [linear(input)];
      while (!attempts.at(-1)?.ok && attempts.length < 3) attempts.push(linear(input));
      const last = attempts.at(-1);
      expect(last?.ok, attempts.map((a) => `${a.smallMs} ms -> ${a.largeMs} ms`).join('; ')).toBe(true);
    }
  }, 30_000);
});

describe('TemplatePreview', () => {
  it('is a figure named by its title and described by its description', () => {
    render(<TemplatePreview title="autumn_sale" description="Marketing · English" body="Hi" />);
    const figure = screen.getByRole('figure', { name: 'autumn_sale' });
    expect(figure.getAttribute('aria-describedby')).toBe(screen.getByText('Marketing · English').id);
  });

  it('is named by its label without a title', () => {
    render(<TemplatePreview body="Hi" label="Vorschau" />);
    expect(screen.getByRole('figure', { name: 'Vorschau' })).toBeTruthy();
  });

  it('shows the body as text, with line breaks, formatting and marked placeholders', () => {
    const { container } = render(
      <TemplatePreview body={'<b>Hi</b> {{1}},\n*sale* for {{2}}'} variables={{ '2': 'you' }} />,
    );
    const body = container.querySelector('p');
    expect(body?.textContent).toBe('<b>Hi</b> {{1}} (not filled),\nsale for you');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('sale').tagName).toBe('STRONG');
    const chip = container.querySelector('[data-placeholder]');
    expect(chip?.getAttribute('data-placeholder')).toBe('1');
  });

  it('shows a text header with its placeholder filled, a footer and the buttons as labels', () => {
    render(
      <TemplatePreview
        header={{ type: 'text', text: 'Hello {{1}}' }}
        variables={{ '1': 'Anna' }}
        body="Body"
        footer="Reply STOP to unsubscribe"
        buttons={[
          { id: 'a', subType: 'url', text: 'Visit', value: 'https://example.com' },
          { id: 'b', subType: 'quick_reply', text: 'Stop' },
        ]}
        urlButtonLabel="Opens a link"
      />,
    );
    expect(screen.getByText('Hello Anna')).toBeTruthy();
    expect(screen.getByText('Reply STOP to unsubscribe')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-sub-type'))).toEqual(['url', 'quick_reply']);
    expect(screen.getAllByRole('img', { name: 'Opens a link' })).toHaveLength(1);
  });

  it('shows an image header, or a named box for media without a URL', () => {
    const { rerender } = render(
      <TemplatePreview
        header={{ type: 'image', url: 'https://cdn.example.com/a.png' }}
        imageAlt="Sale"
        body="B"
      />,
    );
    expect(screen.getByRole('img', { name: 'Sale' }).getAttribute('src')).toBe(
      'https://cdn.example.com/a.png',
    );
    rerender(<TemplatePreview header={{ type: 'document', fileName: 'invoice.pdf' }} body="B" />);
    expect(screen.getByText('invoice.pdf')).toBeTruthy();
    rerender(<TemplatePreview header={{ type: 'video' }} videoLabel="Film" body="B" />);
    expect(screen.getByText('Film')).toBeTruthy();
  });

  it('shows why it is disabled and ties the reason to the figure', () => {
    render(
      <TemplatePreview
        title="t"
        body="B"
        status={<span>Rejected</span>}
        isDisabled
        disabledReason="Rejected by Meta"
      />,
    );
    const figure = screen.getByRole('figure', { name: 't' });
    expect(figure.hasAttribute('data-disabled')).toBe(true);
    expect(figure.getAttribute('aria-describedby')).toBe(screen.getByText('Rejected by Meta').id);
    expect(screen.getByText('Rejected')).toBeTruthy();
  });

  it('hides the reason while enabled and merges the class name', () => {
    render(<TemplatePreview title="t" body="B" disabledReason="Rejected by Meta" className="mine" />);
    expect(screen.queryByText('Rejected by Meta')).toBeNull();
    expect(screen.getByRole('figure').classList.contains('mine')).toBe(true);
  });
});
