// Small list files for importer tests, written from the publishers' schemas (the UN and EU
// lists themselves may not be shipped). Test support only.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const UN_XML = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" dateGenerated="2026-02-27T10:00:00.000Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>900001</DATAID><VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>KORVAN</FIRST_NAME><SECOND_NAME>ILDAR</SECOND_NAME><THIRD_NAME>TESTOVICH</THIRD_NAME>
      <UN_LIST_TYPE>DPRK</UN_LIST_TYPE><REFERENCE_NUMBER>KPi.900</REFERENCE_NUMBER>
      <LISTED_ON>2016-11-30</LISTED_ON><COMMENTS1>Test record.</COMMENTS1>
      <NATIONALITY><VALUE>Democratic People's Republic of Korea</VALUE></NATIONALITY>
      <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Ildar Korvan</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS><QUALITY>Low</QUALITY><ALIAS_NAME>The Tester</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1964-08-01</DATE></INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1962</FROM_YEAR><TO_YEAR>1965</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DOCUMENT><TYPE_OF_DOCUMENT>Passport</TYPE_OF_DOCUMENT><NUMBER>P12345</NUMBER><ISSUING_COUNTRY>DPRK</ISSUING_COUNTRY></INDIVIDUAL_DOCUMENT>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY><DATAID>900002</DATAID><FIRST_NAME>TEST TRADING CORPORATION</FIRST_NAME><UN_LIST_TYPE>DPRK</UN_LIST_TYPE>
      <REFERENCE_NUMBER>KPe.900</REFERENCE_NUMBER><ENTITY_ALIAS><QUALITY>a.k.a.</QUALITY><ALIAS_NAME>TTC</ALIAS_NAME></ENTITY_ALIAS></ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>
`;

const EU_HEADER =
  'fileGenerationDate;Entity_LogicalId;Entity_EU_ReferenceNumber;Entity_SubjectType;Entity_SubjectType_ClassificationCode;Entity_Regulation_Programme;Entity_Remark;Entity_Regulation_PublicationUrl;NameAlias_LastName;NameAlias_FirstName;NameAlias_MiddleName;NameAlias_WholeName;Citizenship_CountryIso2Code;BirthDate_BirthDate;BirthDate_Year;BirthDate_Circa;BirthDate_YearRangeFrom;BirthDate_YearRangeTo;Identification_Number;Identification_TypeCode;Identification_CountryIso2Code';

export const EU_CSV =
  [
    EU_HEADER,
    '2026-01-15;5001;EU.1.1;P;person;RUS;Test person.;https://eur-lex.europa.eu/x;PETROVSKY;Arkady;Testovich;Arkady Testovich PETROVSKY;;;;;;;;;',
    '2026-01-15;5001;EU.1.1;P;person;RUS;Test person.;https://eur-lex.europa.eu/x;;;;Аркадий Петровский;;;;;;;;;',
    '2026-01-15;5001;EU.1.1;P;person;RUS;Test person.;https://eur-lex.europa.eu/x;;;;;RU;1961-03-04;;;;;;;',
    '2026-01-15;5001;EU.1.1;P;person;RUS;Test person.;https://eur-lex.europa.eu/x;;;;;;;;;;;7701;passport;RU',
    '2026-01-15;5002;EU.2.2;E;enterprise;RUS;;;;;;"Test Energy, JSC";;;;;;;;;',
    '2026-01-15;5003;EU.3.3;P;person;IRN;;;;;;Farid Testani;;;1970;1;;;;;',
  ].join('\n') + '\n';

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'onward-screening-'));
}

export function writeFile(dir: string, name: string, content: string | Buffer): string {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
}
