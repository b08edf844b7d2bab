// A component loaded outside Suspense (src/ui/loaded-component.ts): shown by an ordinary update once its code is in,
// not by a Suspense retry that React holds until 300 ms after the last fallback (the report chart came that late).
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadedComponent } from '@/ui/loaded-component';

const chart = () => Promise.resolve({ Chart: ({ title }: { title: string }) => <p>Diagram: {title}</p> });

function Preview({ useChart, wanted = true }: { useChart: ReturnType<typeof loadedComponent<'Chart', { title: string }>>; wanted?: boolean }) {
  const Chart = useChart(wanted);
  return Chart ? <Chart title="EKORDF01" /> : <p>Platshållare</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failure?: Error }> {
  override state: { failure?: Error } = {};
  static getDerivedStateFromError(failure: Error) {
    return { failure };
  }
  override render() {
    return this.state.failure ? <p>Fel: {this.state.failure.message}</p> : this.props.children;
  }
}

describe('loadedComponent', () => {
  it('shows the placeholder, then the component once loaded, with no timer passing; one load for two users', async () => {
    vi.useFakeTimers();
    const load = vi.fn(chart);
    const useChart = loadedComponent(load, 'Chart');
    render(<><Preview useChart={useChart} /><Preview useChart={useChart} /></>);
    expect(screen.getAllByText('Platshållare')).toHaveLength(2);
    await act(async () => {}); // microtasks only: React's held retry would need its timer
    expect(screen.getAllByText('Diagram: EKORDF01')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing while not wanted; a load started ahead renders at once', async () => {
    const load = vi.fn(chart);
    const useChart = loadedComponent(load, 'Chart');
    render(<Preview useChart={useChart} wanted={false} />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    await useChart.load();
    render(<Preview useChart={useChart} />);
    expect(screen.getByText('Diagram: EKORDF01')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary; the next load tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const load = vi.fn(chart).mockRejectedValueOnce(new Error('nätet borta'));
    const useChart = loadedComponent(load, 'Chart');
    render(<Boundary><Preview useChart={useChart} /></Boundary>);
    expect(await screen.findByText('Fel: nätet borta')).toBeTruthy();
    render(<Preview useChart={useChart} />);
    expect(await screen.findByText('Diagram: EKORDF01')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
