import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { describe, expect, it, vi } from 'vitest';
import { PortalModal } from '@/ui/PortalModal';

const modalState = () => document.querySelector('[data-modal-state]')?.getAttribute('data-modal-state');

describe('PortalModal', () => {
  it('is a labelled dialog that takes the focus and closes on Escape when onClose is given', async () => {
    const onClose = vi.fn();
    render(
      <PortalModal open onClose={onClose} title="Sätt ombudsnummer" actions={<Button>Skicka</Button>}>
        <input aria-label="Ombudsnummer" />
      </PortalModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sätt ombudsnummer' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape without onClose', async () => {
    render(<PortalModal open title="Måste besvaras">text</PortalModal>);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Måste besvaras' })).toBeTruthy();
  });

  it('goes open → closing → closed', async () => {
    const { rerender } = render(<PortalModal open title="Titel">text</PortalModal>);
    await waitFor(() => expect(modalState()).toBe('open'));
    rerender(<PortalModal open={false} title="Titel">text</PortalModal>);
    await waitFor(() => expect(modalState()).toBe('closing'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(modalState()).toBeUndefined();
  });
});
