// The `vnu-jar` package's export: the path of the checker's jar (a String object).
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
