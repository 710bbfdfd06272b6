export { default } from './free-plan';
