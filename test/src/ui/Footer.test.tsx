import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { fixedClock } from '@/state/clock';
import { Footer } from '@/ui/Footer';

describe('Footer', () => {
  it('shows the five notices with the year from the clock', () => {
    render(
      <AppProviders store={createStore()} clock={fixedClock(new Date(2026, 2, 3))}>
        <Footer />
      </AppProviders>,
    );
    for (const text of [
      '© 2026 Svenska Ombudsspel AB',
      'Svenska Ombudsspel och Ombudsportalen är registrerade varumärken som tillhör Svenska Ombudsspel AB.',
      'Spel kan vara beroendeframkallande. Spela ansvarsfullt – stöd finns på stodlinjen.se och 020-81 91 00. 18-årsgräns.',
      'Licens för kommersiellt onlinespel och vadhållning giltig 1 januari 2024 – 31 december 2028.',
      'Spelinspektionen är licensgivande myndighet och utövar tillsyn.',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
