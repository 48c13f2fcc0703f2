export default function Home() {
  return <h1>Магазин</h1>;
}
