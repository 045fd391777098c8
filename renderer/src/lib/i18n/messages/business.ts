/**
 * The owner's business details (Settings) and how the print pages use them.
 * pt-BR first; `en` must have every key.
 */
export const ptBR = {
  'business.title': 'Dados da empresa',
  'business.intro':
    'Saem em todo documento impresso deste perfil: no boleto (beneficiário, CNPJ e endereço), no carnê, no cartão Pix, nos comprovantes e no relatório.',
  'business.trade_name': 'Nome fantasia',
  'business.legal_name': 'Razão social',
  'business.legal_name_hint': 'Com CPF, o nome completo do titular.',
  'business.document': 'CNPJ ou CPF',
  'business.address': 'Endereço',
  'business.branch': 'Agência',
  'business.branch_hint': 'Sai no boleto antes do código do beneficiário.',
  'business.phone': 'Telefone com DDD',
  'business.email': 'E-mail',
  'business.logo': 'Logotipo',
  'business.logo_hint': 'PNG ou JPEG de até 200 KB. Sai no cartão Pix e no topo dos comprovantes.',
  'business.logo_preview': 'Logotipo atual',
  'business.logo_remove': 'Remover logotipo',
  'business.save': 'Salvar dados da empresa',
  'business.saved': 'Dados da empresa salvos.',
  'business.clear': 'Apagar dados da empresa',
  'business.clear_confirm':
    'Apagar os dados da empresa deste perfil? Os documentos voltam a mostrar só o nome que o banco conhece.',
  'business.cleared': 'Dados da empresa apagados.',
  'business.print_hint':
    'Os dados da sua empresa (razão social, CNPJ, endereço) ainda não foram preenchidos. Preencha em Configurações para que saiam nos documentos.',
  'business.print_hint_link': 'Preencher dados da empresa',
  'v.logo.type': 'Escolha uma imagem PNG ou JPEG (SVG não é aceito).',
  'v.logo.too_large': 'A imagem passa de 200 KB. Use uma versão menor.',
  'v.logo.content': 'O arquivo não é a imagem PNG ou JPEG que diz ser.',
  'v.logo.unreadable': 'Não foi possível ler o arquivo.',
  'v.phone.full': 'Informe DDD e número: 10 ou 11 dígitos.',
  'v.branch': 'A agência tem até 5 dígitos, com o dígito após o hífen se houver (ex.: 1234-5).',
};

export const en: Record<keyof typeof ptBR, string> = {
  'business.title': 'Business details',
  'business.intro':
    'Printed on every document of this profile: the boleto (beneficiary, CNPJ and address), the carnê, the Pix card, receipts and the report.',
  'business.trade_name': 'Trade name',
  'business.legal_name': 'Legal name',
  'business.legal_name_hint': 'With a CPF, the holder’s full name.',
  'business.document': 'CNPJ or CPF',
  'business.address': 'Address',
  'business.branch': 'Branch (agência)',
  'business.branch_hint': 'Printed on the boleto before the beneficiary code.',
  'business.phone': 'Phone with area code',
  'business.email': 'E-mail',
  'business.logo': 'Logo',
  'business.logo_hint': 'PNG or JPEG up to 200 KB. Printed on the Pix card and atop receipts.',
  'business.logo_preview': 'Current logo',
  'business.logo_remove': 'Remove logo',
  'business.save': 'Save business details',
  'business.saved': 'Business details saved.',
  'business.clear': 'Delete business details',
  'business.clear_confirm':
    'Delete this profile’s business details? Documents go back to showing only the name the bank knows.',
  'business.cleared': 'Business details deleted.',
  'business.print_hint':
    'Your business details (legal name, CNPJ, address) are not filled in yet. Fill them in Settings to print them on documents.',
  'business.print_hint_link': 'Fill in business details',
  'v.logo.type': 'Choose a PNG or JPEG image (SVG is not accepted).',
  'v.logo.too_large': 'The image is over 200 KB. Use a smaller version.',
  'v.logo.content': 'The file is not the PNG or JPEG image it claims to be.',
  'v.logo.unreadable': 'The file could not be read.',
  'v.phone.full': 'Type the area code and number: 10 or 11 digits.',
  'v.branch':
    'The branch has up to 5 digits, with its check digit after a hyphen if any (e.g. 1234-5).',
};
