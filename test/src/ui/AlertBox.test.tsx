import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertBox } from '@/ui/AlertBox';
import { LoadingButton } from '@/ui/LoadingButton';

describe('AlertBox', () => {
  it('renders only when show is set and there is text', () => {
    const { container, rerender } = render(<AlertBox />);
    expect(container.textContent).toBe('');
    rerender(<AlertBox alert={{ show: false, type: 'info', text: 'Dold' }} />);
    expect(container.textContent).toBe('');
    rerender(<AlertBox alert={{ show: true, type: 'info', text: '  ' }} />);
    expect(container.textContent).toBe('');
    rerender(<AlertBox alert={{ show: true, type: 'error', text: 'Driftstörning' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Driftstörning');
  });

  it('maps an unknown type to info', () => {
    render(<AlertBox alert={{ show: true, type: 'Nyhet', text: 'Hej' }} />);
    expect(screen.getByRole('status').textContent).toBe('Hej');
  });
});

describe('LoadingButton', () => {
  it('reads "Laddar..." and is disabled while loading', () => {
    const { rerender } = render(<LoadingButton loading={false}>Spara</LoadingButton>);
    expect((screen.getByRole('button', { name: 'Spara' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<LoadingButton loading>Spara</LoadingButton>);
    expect((screen.getByRole('button', { name: 'Laddar...' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
