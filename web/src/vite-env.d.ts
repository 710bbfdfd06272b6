/// <reference types="vite/client" />
declare module 'virtual:amplify-theme.css';
