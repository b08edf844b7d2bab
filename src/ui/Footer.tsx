import { memo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useClock } from '@/state/clock';
import { BrandLogo } from './BrandLogo';
import {
  copyrightText,
  GAMBLING_HARM_TEXT,
  LICENCE_TEXT,
  LICENSING_AUTHORITY_TEXT,
  TRADEMARK_TEXT,
} from './footer-texts';

/** The site footer: logo, copyright, trademark, gambling-harm warning and licence notices. */
export const Footer = memo(function Footer() {
  const { now } = useClock();
  const notices = [copyrightText(now().getFullYear()), TRADEMARK_TEXT, GAMBLING_HARM_TEXT, LICENCE_TEXT, LICENSING_AUTHORITY_TEXT];
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Box sx={{ mb: 2 }}>
          <BrandLogo height={32} inverted />
        </Box>
        {notices.map((notice) => (
          <Typography key={notice} variant="body2" sx={{ mb: 0.75, opacity: 0.92 }}>
            {notice}
          </Typography>
        ))}
      </Container>
    </Box>
  );
});
