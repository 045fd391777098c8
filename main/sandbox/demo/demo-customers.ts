/**
 * The demo account's customers: the people and businesses every demo charge is made out to.
 * Each is one customer with one CPF or CNPJ (valid check digits, fixed so a restore brings
 * back the same people), one address, one phone (a mobile for a person, a landline for a
 * business, with the DDD of their city) and one e-mail, used alike by the demo boletos and
 * the demo Pix codes — so the app's Clientes list shows each of them once.
 */

export interface DemoCustomer {
  name: string;
  /** CPF (11 digits) or CNPJ (14 digits), digits only. */
  document: string;
  email: string;
  phone: { prefix: string; number: string };
  address: {
    zipCode: string;
    publicPlace: string;
    number: string;
    neighborhood: string;
    city: string;
    state: string;
  };
}

interface City {
  ddd: string;
  zipCode: string;
  publicPlace: string;
  neighborhood: string;
  city: string;
  state: string;
}

const SAO_PAULO: City = {
  ddd: '11',
  zipCode: '01310100',
  publicPlace: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const RIO: City = {
  ddd: '21',
  zipCode: '20040020',
  publicPlace: 'Rua da Assembleia',
  neighborhood: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
};
const BELO_HORIZONTE: City = {
  ddd: '31',
  zipCode: '30130010',
  publicPlace: 'Avenida Afonso Pena',
  neighborhood: 'Centro',
  city: 'Belo Horizonte',
  state: 'MG',
};
const CURITIBA: City = {
  ddd: '41',
  zipCode: '80020010',
  publicPlace: 'Rua XV de Novembro',
  neighborhood: 'Centro',
  city: 'Curitiba',
  state: 'PR',
};
const SALVADOR: City = {
  ddd: '71',
  zipCode: '40020000',
  publicPlace: 'Avenida Sete de Setembro',
  neighborhood: 'Centro',
  city: 'Salvador',
  state: 'BA',
};

/** `ana.beatriz@exemplo.com.br`: the first two words of the name, without accents. */
function mailboxOf(name: string): string {
  const local = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(' ')
    .slice(0, 2)
    .join('.');
  return `${local}@exemplo.com.br`;
}

function customer(
  name: string,
  document: string,
  city: City,
  houseNumber: string,
  phoneNumber: string,
): DemoCustomer {
  const { ddd, ...address } = city;
  return {
    name,
    document,
    email: mailboxOf(name),
    phone: { prefix: ddd, number: phoneNumber },
    address: { ...address, number: houseNumber },
  };
}

/** People (CPF), each with a mobile phone. */
export const DEMO_PEOPLE: readonly DemoCustomer[] = [
  customer('Ana Beatriz Souza', '93303765847', SAO_PAULO, '1000', '987654321'),
  customer('João Pedro Oliveira', '89772095017', RIO, '12', '991234567'),
  customer('Maria Eduarda Santos', '80596264500', BELO_HORIZONTE, '1450', '998761234'),
  customer('Lucas Gabriel Ferreira', '57498867273', CURITIBA, '230', '996543210'),
  customer('Juliana Costa Ribeiro', '69712710769', SALVADOR, '88', '993216547'),
  customer('Rafael Almeida Lima', '36538884849', SAO_PAULO, '2100', '981122334'),
  customer('Camila Rodrigues Pereira', '79474373272', RIO, '45', '982233445'),
  customer('Bruno Carvalho Gomes', '91553814053', BELO_HORIZONTE, '310', '983344556'),
  customer('Fernanda Martins Araújo', '79698017305', CURITIBA, '77', '984455667'),
  customer('Thiago Barbosa Rocha', '11663147310', SALVADOR, '1200', '985566778'),
  customer('Larissa Mendes Dias', '21867692392', SAO_PAULO, '505', '986677889'),
  customer('Gustavo Teixeira Nunes', '46771681645', RIO, '9', '987788990'),
  customer('Patrícia Moreira Cardoso', '96558771837', BELO_HORIZONTE, '640', '988899001'),
  customer('Felipe Azevedo Castro', '39886263504', CURITIBA, '15', '989900112'),
  customer('Aline Correia Pinto', '31314181173', SALVADOR, '330', '990011223'),
];

/** Businesses (CNPJ), each with a landline. */
export const DEMO_COMPANIES: readonly DemoCustomer[] = [
  customer('Padaria Pão Quente Ltda', '92348060057497', SAO_PAULO, '1500', '34567890'),
  customer('Mercadinho São Jorge ME', '43774514413029', RIO, '210', '25678901'),
  customer(
    'Oficina Mecânica Dois Irmãos Ltda',
    '78266022381644',
    BELO_HORIZONTE,
    '900',
    '32123456',
  ),
  customer('Papelaria Estrela do Norte Eireli', '86205465346157', CURITIBA, '410', '33224455'),
  customer('Restaurante Sabor Mineiro Ltda', '71372999229641', SALVADOR, '75', '33556677'),
  customer('Clínica Vida Plena S.A.', '46309192930102', SAO_PAULO, '1800', '31234567'),
  customer('Construtora Horizonte Ltda', '91364396261339', RIO, '1010', '22334455'),
  customer('Floricultura Jardim das Flores ME', '25345875722020', BELO_HORIZONTE, '56', '34455667'),
];

/** The demo customer of this name (the demo data names only these). */
export function demoCustomerNamed(name: string): DemoCustomer {
  const found = [...DEMO_PEOPLE, ...DEMO_COMPANIES].find((c) => c.name === name);
  if (!found) throw new Error(`No demo customer is named ${name}`);
  return found;
}
