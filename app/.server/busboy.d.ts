// The part of busboy (the streaming multipart parser behind multer, which the upload reader uses
// directly: app/.server/upload-form.ts) the app calls. busboy ships no types of its own.
declare module "busboy" {
  import type { Writable } from "node:stream";

  namespace busboy {
    interface Limits {
      fieldNameSize?: number;
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
      headerPairs?: number;
    }
    interface Config {
      headers: Record<string, string | string[] | undefined>;
      highWaterMark?: number;
      fileHwm?: number;
      defCharset?: string;
      defParamCharset?: string;
      preservePath?: boolean;
      limits?: Limits;
    }
    interface FileInfo {
      filename: string | undefined;
      encoding: string;
      mimeType: string;
    }
    type Busboy = Writable;
  }
  function busboy(config: busboy.Config): busboy.Busboy;
  export = busboy;
}
