import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The full-page loader (spec §8: "The loader shows Loading..."). */
export function PageSpinner() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="Loading..." />
    </Box>
  );
}
