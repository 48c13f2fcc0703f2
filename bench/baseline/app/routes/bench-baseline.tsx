// 24 plain product cards from a loader: what any Remix page costs before a shop adds anything.
import { useLoaderData } from '@remix-run/react';

export function loader() {
  return Array.from({ length: 24 }, (_, i) => ({
    code: `baseline-${i + 1}`,
    name: `Кроссовки ${i + 1}`,
    brand: 'Бренд',
    price: 9990 + i * 100,
    image: `/images/baseline-${i + 1}.jpg`,
  }));
}

export default function BaselineCards() {
  const cards = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Кроссовки</h1>
      <ul>
        {cards.map((card) => (
          <li key={card.code}>
            <a href={`/product/${card.code}/`}>
              <img src={card.image} alt={card.name} width={300} height={300} loading="lazy" />
              <span>{card.brand}</span>
              <span>{card.name}</span>
              <span>{card.price.toLocaleString('ru-RU')} ₽</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
