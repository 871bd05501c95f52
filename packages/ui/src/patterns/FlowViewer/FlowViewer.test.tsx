// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { botTypeLabels } from '../../stories/botFlow';
import { FlowViewer, type FlowViewerEdge, type FlowViewerNode } from './FlowViewer';

/*
 * jsdom lays nothing out: xyflow measures its pane and nodes with ResizeObserver and offsetWidth/Height
 * and reads the zoom with DOMMatrixReadOnly. These stand-ins give every element a size, so the nodes
 * count as measured and show. Only this file's jsdom sees them.
 */
class ResizeObserverStub {
  constructor(private readonly callback: ResizeObserverCallback) {}
  // Asynchronous, as in a browser: xyflow measures once its own effects have run.
  observe(target: Element) {
    setTimeout(() => this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver));
  }
  unobserve() {}
  disconnect() {}
}

class DOMMatrixReadOnlyStub {
  m22: number;
  constructor(transform?: string) {
    const scale = transform?.match(/scale\(([\d.]+)\)/)?.[1];
    this.m22 = scale === undefined ? 1 : Number(scale);
  }
}

const sizes = {
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
  offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
};

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.stubGlobal('DOMMatrixReadOnly', DOMMatrixReadOnlyStub);
  Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: { configurable: true, get: () => 240 },
    offsetHeight: { configurable: true, get: () => 80 },
  });
});

afterAll(() => {
  vi.unstubAllGlobals();
  for (const [name, descriptor] of Object.entries(sizes)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});

afterEach(cleanup);

const nodes: FlowViewerNode[] = [
  { id: 'start', type: 'start', name: 'New conversation', position: { x: 0, y: 0 } },
  { id: 'consent', type: 'opt-in', name: 'Ask for consent', position: { x: 0, y: 150 } },
  { id: 'yes', type: 'set-label', name: 'Newsletter', summary: 'VIP', position: { x: -180, y: 300 } },
  { id: 'no', type: 'set-contact-label', name: null, position: { x: 180, y: 300 } },
];

const edges: FlowViewerEdge[] = [
  { id: 'e1', source: 'start', target: 'consent' },
  { id: 'e2', source: 'consent', target: 'yes', label: 'Yes' },
  { id: 'e3', source: 'consent', target: 'no', label: 'No' },
];

describe('FlowViewer', () => {
  it('shows every node, named by its type and name', async () => {
    render(<FlowViewer nodes={nodes} edges={edges} typeLabels={botTypeLabels} aria-label="Welcome bot" />);
    expect(screen.getByRole('application', { name: 'Welcome bot' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Start: New conversation' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Ask for opt-in: Ask for consent' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Add label: Newsletter, VIP' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Add contact label: Node without a name' })).toBeTruthy();
    expect(screen.getByText('Node without a name')).toBeTruthy();
    // Read-only: nothing to drag, and the controls have no interactivity lock.
    expect(document.querySelector('.react-flow__node.draggable')).toBeNull();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fit view' })).toBeTruthy();
    expect(document.querySelector('.react-flow__controls-interactive')).toBeNull();
  });

  it('opens a node on Enter or Space once Tab reached it, and on a click', async () => {
    const onSelectNode = vi.fn();
    const user = userEvent.setup();
    render(
      <FlowViewer
        nodes={nodes}
        edges={edges}
        typeLabels={botTypeLabels}
        aria-label="Welcome bot"
        onSelectNode={onSelectNode}
        selectedNodeId="yes"
      />,
    );
    const start = await screen.findByRole('button', { name: 'Start: New conversation' });
    // Read as a button (xyflow's untranslated "node" role description is dropped).
    expect(start.hasAttribute('aria-roledescription')).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(start);
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Ask for opt-in: Ask for consent' }),
    );
    await user.keyboard('{Enter}');
    expect(onSelectNode).toHaveBeenCalledTimes(1);
    expect(onSelectNode).toHaveBeenLastCalledWith(nodes[1]);
    await user.tab();
    await user.keyboard(' ');
    expect(onSelectNode).toHaveBeenLastCalledWith(nodes[2]);
    // A click alone: user-event's mousedown has no `view`, which d3-zoom's pan handler reads (the story clicks for real).
    fireEvent.click(screen.getByRole('button', { name: 'Add contact label: Node without a name' }));
    expect(onSelectNode).toHaveBeenLastCalledWith(nodes[3]);
    expect(
      screen.getByRole('button', { name: 'Add label: Newsletter, VIP' }).getAttribute('aria-current'),
    ).toBe('true');
  });
});
