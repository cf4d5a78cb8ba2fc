export async function runEmbeddedScale(_opts: { products: number; dataDir?: string; duration: number }): Promise<void> {
  throw new Error('todo');
}
