/** Brands known first for their shoes: sneakers and running, boots, sandals (some make clothing too). */
import { ASIA, type BrandSeed, SHOES, SPORT } from './brand-seed';

export const FOOTWEAR_BRANDS: readonly BrandSeed[] = [
  {
    code: 'nike', name: 'Nike', weight: 12, tier: 1.15, types: [...SPORT, 'nizhnee-bele'], kids: true, countries: ASIA,
    models: {
      krossovki: ['Air Max 90', 'Air Force 1 07', 'Dunk Low', 'Pegasus 41', 'Air Max Plus', 'Vomero 5', 'Cortez', 'Air Max 97', 'P-6000'],
      kedy: ['Blazer Mid 77', 'Court Legacy', 'SB Chron 2'],
      botinki: ['Manoa Leather', 'ACG Zoom Gaiadome', 'City Classic Boot'],
      slantsy: ['Victori One', 'Calm Slide', 'Benassi JDI'],
      futbolki: ['Sportswear Club Tee', 'Dri-FIT Legend Tee', 'Sportswear Max90 Tee'],
      tolstovki: ['Club Fleece Hoodie', 'Tech Fleece Full-Zip Hoodie', 'Solo Swoosh Hoodie'],
      'sportivnye-shtany': ['Tech Fleece Joggers', 'Club Fleece Joggers'],
      kurtki: ['Windrunner', 'Storm-FIT Windrunner', 'Sportswear Club Puffer'],
    },
    description: 'Американский бренд спортивной обуви и одежды, основанный в 1964 году.',
  },
  {
    code: 'adidas', name: 'adidas', weight: 12, tier: 1.1, types: [...SPORT, 'nizhnee-bele'], kids: true, countries: ASIA,
    models: {
      krossovki: ['Samba OG', 'Gazelle', 'Superstar', 'Forum Low', 'Ultraboost 1.0', 'Campus 00s', 'Handball Spezial', 'Spezial', 'SL 72'],
      kedy: ['Stan Smith', 'Nizza Hi', 'Court Platform'],
      botinki: ['Terrex Free Hiker', 'Terrex Swift R3 Mid', 'Winterplay'],
      slantsy: ['Adilette 22', 'Adilette Comfort', 'Adilette Aqua'],
      futbolki: ['Adicolor Trefoil Tee', 'Essentials 3-Stripes Tee', 'Originals Logo Tee'],
      tolstovki: ['Adicolor Trefoil Hoodie', 'Essentials Fleece Hoodie'],
      'sportivnye-shtany': ['Firebird Track Pants', 'Essentials Fleece Joggers', 'Tiro 24 Pants'],
    },
    description: 'Немецкий бренд спортивной обуви, одежды и аксессуаров с тремя полосками.',
  },
  {
    code: 'new-balance', name: 'New Balance', weight: 9, tier: 1.15, types: [...SHOES.slice(0, 2), 'slantsy', 'futbolki', 'tolstovki', 'sportivnye-shtany', 'shorty', 'shapki', 'noski'], kids: true, countries: ['Вьетнам', 'Китай', 'Индонезия', 'США', 'Великобритания'],
    models: {
      krossovki: ['574', '530', '9060', '2002R', '990v6', '327', '550', '1906R', '740'],
      kedy: ['CT302', 'BB480'],
      slantsy: ['200 Slide', 'SUA 200'],
    },
    description: 'Американский бренд, который с 1906 года делает беговую и повседневную обувь.',
  },
  {
    code: 'asics', name: 'ASICS', weight: 7, tier: 1.05, types: ['krossovki', 'slantsy', 'futbolki', 'shorty', 'kurtki', 'noski'], kids: true, countries: ['Вьетнам', 'Индонезия', 'Китай'],
    models: { krossovki: ['Gel-Kayano 14', 'Gel-1130', 'Gel-NYC', 'GT-2160', 'Gel-Lyte III', 'Gel-Nimbus 26', 'Japan S'] },
    description: 'Японский бренд беговой обуви с амортизацией GEL.',
  },
  {
    code: 'puma', name: 'Puma', weight: 7, tier: 0.95, types: [...SPORT], kids: true, countries: ASIA,
    models: {
      krossovki: ['Suede Classic XXI', 'Palermo', 'Speedcat OG', 'RS-X', 'Caven 2.0', 'Mayze'],
      kedy: ['Smash v2', 'Court Classic'],
      slantsy: ['Leadcat 2.0', 'Popcat 20'],
    },
    description: 'Немецкий бренд спортивной и повседневной обуви и одежды.',
  },
  {
    code: 'reebok', name: 'Reebok', weight: 5, tier: 0.95, types: ['krossovki', 'kedy', 'futbolki', 'tolstovki', 'shorty', 'sportivnye-shtany', 'noski'], kids: true, countries: ASIA,
    models: { krossovki: ['Club C 85', 'Classic Leather', 'Club C Revenge', 'Nano X4', 'Instapump Fury'], kedy: ['BB 4000 II', 'Club C Vintage'] },
    description: 'Бренд спортивной обуви и одежды с британскими корнями.',
  },
  {
    code: 'vans', name: 'Vans', weight: 6, tier: 0.85, types: ['kedy', 'krossovki', 'slantsy', 'futbolki', 'tolstovki', 'shapki', 'sumki', 'noski'], kids: true, countries: ['Вьетнам', 'Китай', 'Камбоджа'],
    models: { kedy: ['Old Skool', 'Sk8-Hi', 'Authentic', 'Era', 'Classic Slip-On', 'Knu Skool'], krossovki: ['UltraRange EXO', 'Ultrarange Neo VR3'], slantsy: ['La Costa Slide-On'] },
    description: 'Калифорнийский бренд скейтерской обуви и одежды с 1966 года.',
  },
  {
    code: 'converse', name: 'Converse', weight: 6, tier: 0.85, types: ['kedy', 'krossovki', 'futbolki', 'tolstovki', 'shapki', 'sumki'], kids: true, countries: ['Вьетнам', 'Индонезия'],
    models: { kedy: ['Chuck Taylor All Star', 'Chuck 70', 'Run Star Hike', 'One Star Pro'], krossovki: ['Run Star Trainer', 'Weapon'] },
    description: 'Американский бренд, автор легендарных кед Chuck Taylor All Star.',
  },
  {
    code: 'salomon', name: 'Salomon', weight: 5, tier: 1.35, types: ['krossovki', 'botinki', 'kurtki', 'shapki', 'sumki', 'noski'], kids: false, countries: ['Вьетнам', 'Китай'],
    models: { krossovki: ['XT-6', 'XT-4 OG', 'Speedcross 6', 'ACS Pro', 'XT-Whisper'], botinki: ['X Ultra 4 Mid GTX', 'Quest 4 GTX', 'Snowclog'] },
    description: 'Французский бренд обуви и снаряжения для гор и трейлраннинга.',
  },
  {
    code: 'hoka', name: 'Hoka', weight: 4, tier: 1.35, types: ['krossovki', 'botinki', 'slantsy'], kids: false, countries: ['Вьетнам', 'Китай'],
    models: { krossovki: ['Clifton 9', 'Bondi 8', 'Mafate Speed 4', 'Speedgoat 5', 'Mach 6'], botinki: ['Kaha 2 GTX', 'Anacapa 2 Mid GTX'], slantsy: ['Ora Recovery Slide 3'] },
    description: 'Бренд беговой обуви с максимальной амортизацией, основан во Франции.',
  },
  {
    code: 'on', name: 'On', weight: 4, tier: 1.4, types: ['krossovki', 'futbolki', 'shorty', 'kurtki', 'shapki', 'noski'], kids: false, countries: ['Вьетнам'],
    models: { krossovki: ['Cloud 5', 'Cloudmonster', 'Cloudnova', 'Cloudsurfer', 'Cloudtilt'] },
    description: 'Швейцарский бренд беговой обуви с подошвой CloudTec.',
  },
  {
    code: 'saucony', name: 'Saucony', weight: 3, tier: 1.05, types: ['krossovki'], kids: false, countries: ['Вьетнам', 'Китай'],
    models: { krossovki: ['Shadow 6000', 'Jazz Original', 'ProGrid Omni 9', 'Grid Shadow 2', 'Endorphin Speed 4'] },
    description: 'Американский бренд беговой обуви с 1898 года.',
  },
  {
    code: 'mizuno', name: 'Mizuno', weight: 2, tier: 1.1, types: ['krossovki', 'futbolki'], kids: false, countries: ['Вьетнам', 'Индонезия'],
    models: { krossovki: ['Wave Rider 10', 'Wave Prophecy LS', 'Contender', 'Wave Rider 28'] },
    description: 'Японский бренд спортивной экипировки.',
  },
  {
    code: 'jordan', name: 'Jordan', weight: 4, tier: 1.3, types: ['krossovki', 'slantsy', 'futbolki', 'tolstovki', 'sportivnye-shtany', 'shorty', 'noski'], kids: true, countries: ASIA,
    models: { krossovki: ['Air Jordan 1 Low', 'Air Jordan 1 Mid', 'Air Jordan 4 Retro', 'Air Jordan 3 Retro', 'Spizike Low'], slantsy: ['Jumpman Slide', 'Post Slide'] },
    description: 'Баскетбольный бренд Майкла Джордана.',
  },
  {
    code: 'fila', name: 'Fila', weight: 3, tier: 0.8, types: ['krossovki', 'slantsy', 'futbolki', 'tolstovki', 'sportivnye-shtany'], kids: true, countries: ['Китай', 'Вьетнам'],
    models: { krossovki: ['Disruptor II', 'Ray Tracer', 'Grant Hill 2'], slantsy: ['Morro Bay Slide'] },
    description: 'Итальянский спортивный бренд, основанный в 1911 году.',
  },
  {
    code: 'diadora', name: 'Diadora', weight: 2, tier: 1.0, types: ['krossovki', 'futbolki'], kids: false, countries: ['Вьетнам', 'Италия'],
    models: { krossovki: ['N9000', 'Camaro', 'B.Elite', 'Mi Basket Row Cut'] },
    description: 'Итальянский бренд спортивной и повседневной обуви.',
  },
  {
    code: 'karhu', name: 'Karhu', weight: 2, tier: 1.05, types: ['krossovki'], kids: false, countries: ['Вьетнам'],
    models: { krossovki: ['Fusion 2.0', 'Aria 95', 'Mestari', 'Synchron Classic'] },
    description: 'Финский бренд беговой обуви с медведем на логотипе.',
  },
  {
    code: 'merrell', name: 'Merrell', weight: 2, tier: 1.05, types: ['krossovki', 'botinki'], kids: false, countries: ['Вьетнам', 'Китай'],
    models: { krossovki: ['Moab 3', 'Agility Peak 5', 'Hydro Moc'], botinki: ['Moab 3 Mid GTX', 'Thermo Chill Mid'] },
    description: 'Американский бренд обуви для походов и активного отдыха.',
  },
  {
    code: 'dr-martens', name: 'Dr. Martens', weight: 3, tier: 1.25, types: ['botinki', 'kedy'], kids: false, countries: ['Вьетнам', 'Таиланд', 'Великобритания'],
    models: { botinki: ['1460 Smooth', '1460 Pascal', 'Jadon', '2976 Chelsea', '101 Smooth'], kedy: ['Dante', '1461 Bex'] },
    description: 'Британский бренд ботинок на узнаваемой подошве AirWair.',
  },
  {
    code: 'timberland', name: 'Timberland', weight: 3, tier: 1.25, types: ['botinki', 'krossovki', 'kurtki', 'shapki'], kids: true, countries: ['Вьетнам', 'Доминиканская Республика', 'Китай'],
    models: { botinki: ['6-Inch Premium Boot', 'Euro Hiker', 'Premium Chelsea', 'Courma Kid'], krossovki: ['Killington Trekker', 'Sprint Trekker'] },
    description: 'Американский бренд прочной обуви и одежды для города и природы.',
  },
  {
    code: 'ugg', name: 'UGG', weight: 2, tier: 1.3, types: ['botinki', 'slantsy'], kids: true, countries: ['Вьетнам', 'Китай'],
    models: { botinki: ['Classic Mini II', 'Classic Ultra Mini', 'Neumel'], slantsy: ['Scuffette II', 'Goldenstar Slide'] },
    description: 'Австралийско-американский бренд обуви из овчины.',
  },
  {
    code: 'crocs', name: 'Crocs', weight: 2, tier: 0.8, types: ['slantsy'], kids: true, countries: ['Вьетнам', 'Китай'],
    models: { slantsy: ['Classic Slide', 'Classic Clog', 'Baya Slide', 'Echo Slide'] },
    description: 'Американский бренд лёгкой обуви из материала Croslite.',
  },
  {
    code: 'birkenstock', name: 'Birkenstock', weight: 2, tier: 1.2, types: ['slantsy'], kids: false, countries: ['Германия'],
    models: { slantsy: ['Arizona', 'Arizona EVA', 'Boston', 'Gizeh', 'Madrid'] },
    description: 'Немецкий бренд ортопедических сандалий и сабо с 1774 года.',
  },
  {
    code: 'lacoste', name: 'Lacoste', weight: 3, tier: 1.2, types: ['kedy', 'krossovki', 'futbolki', 'tolstovki', 'shorty', 'sumki', 'noski'], kids: false, countries: ['Вьетнам', 'Индия', 'Португалия', 'Перу'],
    models: { kedy: ['Carnaby Pro', 'Powercourt', 'Lerond'], krossovki: ['L001', 'L003 Neo', 'T-Clip'], futbolki: ['Crew Neck Cotton Tee', 'Sport Tee'] },
    description: 'Французский бренд с крокодилом на логотипе.',
  },
  {
    code: 'onitsuka-tiger', name: 'Onitsuka Tiger', weight: 2, tier: 1.3, types: ['krossovki', 'kedy'], kids: false, countries: ['Индонезия', 'Вьетнам'],
    models: { krossovki: ['Mexico 66', 'Tiger Corsair', 'Serrano'], kedy: ['Mexico 66 Slip-On', 'Advanti'] },
    description: 'Японский бренд, с которого началась история ASICS.',
  },
  {
    code: 'veja', name: 'Veja', weight: 2, tier: 1.25, types: ['kedy', 'krossovki'], kids: false, countries: ['Бразилия'],
    models: { kedy: ['Campo', 'Esplar', 'V-10'], krossovki: ['Condor 3', 'Venturi'] },
    description: 'Французский бренд кед из органического хлопка и переработанных материалов.',
  },
  {
    code: 'brooks', name: 'Brooks', weight: 2, tier: 1.2, types: ['krossovki'], kids: false, countries: ['Вьетнам', 'Китай'],
    models: { krossovki: ['Ghost 16', 'Glycerin 21', 'Adrenaline GTS 23'] },
    description: 'Американский бренд беговой обуви.',
  },
];
