export { OrdersPage } from './OrdersPage';
