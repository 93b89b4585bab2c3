// The browser build of sockjs-client: its sources read Node's `global`, which browsers lack.
declare module 'sockjs-client/dist/sockjs.min.js' {
  import SockJS from 'sockjs-client';
  export default SockJS;
}
