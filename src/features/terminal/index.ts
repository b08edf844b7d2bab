export { TerminalPage } from './TerminalPage';
