declare module "virtual:translation-chunks" {
  /** Language code -> the URLs of its translations chunk and the chunks it imports; empty outside the server build. */
  const chunks: Record<string, string[]>;
  export default chunks;
}
