import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The loader of a page inside the shell while its code loads (the shell stays; spec §8: "The loader shows Loading..."). */
export function RouteSpinner() {
  return (
    <Box sx={{ display: 'flex', minHeight: '40vh', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label="Loading..." />
    </Box>
  );
}
